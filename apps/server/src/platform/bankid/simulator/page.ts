import { BANKID_FAILED_HINTS, BANKID_PENDING_HINTS } from '@symptoms/domain';
import type { SimulatedOrder } from './orders';
import { TEST_PEOPLE } from './people';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function people(selected: string | null): string {
  return TEST_PEOPLE.map(
    (p) =>
      `<option value="${p.personalNumber}"${p.personalNumber === selected ? ' selected' : ''}>${p.personalNumber} ${escape(p.givenName)} ${escape(p.surname)}</option>`,
  ).join('');
}

function orderRow(order: SimulatedOrder, now: Date): string {
  const action = `/control/orders/${encodeURIComponent(order.orderRef)}`;
  const seconds = Math.floor((now.getTime() - order.createdAt.getTime()) / 1000);
  const hintButtons = (status: string, hints: readonly string[]) =>
    hints
      .map(
        (h) =>
          `<form method="post" action="${action}"><input type="hidden" name="status" value="${status}"><input type="hidden" name="hintCode" value="${h}"><button>${h}</button></form>`,
      )
      .join('');
  return `<section class="order">
  <h2>Order ${escape(order.orderRef.slice(0, 8))}… <small>${escape(order.hintCode)}, ${seconds} s</small></h2>
  <form method="post" action="${action}"><input type="hidden" name="status" value="complete">
    <label>Identifiera som <select name="personalNumber">${people(order.personalNumber)}</select></label>
    <button class="sign">Identifiera</button></form>
  <div>Väntar (pending): ${hintButtons('pending', BANKID_PENDING_HINTS)}</div>
  <div>Misslyckas (failed): ${hintButtons('failed', BANKID_FAILED_HINTS)}</div>
</section>`;
}

/** The tester's page: every pending order, signed as a test person or moved to any hint code. */
export function simulatorPage(orders: SimulatedOrder[], now: Date): string {
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8">
<title>BankID-simulator</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}form{display:inline-block;margin:.15rem}
.order{border:1px solid #999;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0}.sign{font-weight:bold}</style></head>
<body><h1>BankID-simulator</h1>
<p>Lokal ersättning för BankID (RP API v6) för utveckling och test. Starta en inloggning med BankID i appen och identifiera dig här.
Local stand-in for BankID: start a BankID login in the app, then identify here.</p>
<form method="post" action="/control/scan"><label>QR-data <input name="qrData" size="60"></label>
<label>som <select name="personalNumber">${people(null)}</select></label><button>Läs av QR</button></form>
${orders.length ? orders.map((o) => orderRow(o, now)).join('\n') : '<p>Inga pågående ordrar. No pending orders.</p>'}
<script>
// New orders show up by themselves; not while the tester is choosing something.
setInterval(() => { if (document.activeElement === document.body) location.reload(); }, 3000);
</script>
</body></html>`;
}
