// The remote's own entry (the shell loads remoteEntry.js instead); an async boundary for shared modules.
void import('./bootstrap');
