// Tailwind 4 reads its theme from client/src/index.css (@theme); this file names the content roots and
// keeps the conventional place for plugins.
export default {
  content: ['./client/index.html', './client/src/**/*.{ts,tsx}'],
};
