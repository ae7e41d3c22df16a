import { CheckboxInput, DropdownInput, RadioInput, ScaleInput } from './ChoiceInputs';
import type { InputProps } from './input-props';
import { DateAnswerInput, NumberAnswerInput, SliderAnswerInput, TextAnswerInput, VerticalSliderInput } from './ValueInputs';

const SCALE_STYLES = new Set(['numbered', 'smiley']);

/** The input of a question, by QuestionType and Style (spec 1 §2 PROM page, spec 3 §4). */
export function QuestionInput(props: InputProps) {
  const { QuestionType: type, Style: style } = props.question;
  switch (type) {
    case 'radiobtn':
      return style && SCALE_STYLES.has(style) ? <ScaleInput {...props} /> : <RadioInput {...props} />;
    case 'dropdown':
      return <DropdownInput {...props} />;
    case 'chbox':
      return <CheckboxInput {...props} />;
    case 'date':
      return <DateAnswerInput {...props} />;
    case 'text':
      return <TextAnswerInput {...props} />;
    case 'number':
      return <NumberAnswerInput {...props} />;
    case 'slider':
      return style === 'vertical' ? <VerticalSliderInput {...props} /> : <SliderAnswerInput {...props} />;
  }
}
