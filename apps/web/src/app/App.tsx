import { createBrowserRouter, RouterProvider } from 'react-router';
import { featureRoutes } from './features';
import { createQueryClient, Providers } from './Providers';
import { buildRoutes } from './routes';

const router = createBrowserRouter(buildRoutes(featureRoutes));
const queryClient = createQueryClient();

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
