import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Test helper: renders `ui` in a router at `path`, with an element that reports where it went. */
export function InRouter({ ui, path = '/' }: { ui: React.ReactNode; path?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>
  );
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}
