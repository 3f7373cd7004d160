// Opened on its own, a remote only points to the portal: its routes run inside the shell.
const root = document.getElementById('root');
if (root) root.textContent = 'This is the teacher area of the teacher portal. Open it through the portal at /.';
export {};
