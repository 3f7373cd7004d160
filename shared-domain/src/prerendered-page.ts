/**
 * One page of remote-public's dist/prerender.json (its build writes it, the server serves it inside the
 * shell's index.html): the page's style tags and the markup that goes inside #root.
 */
export interface PrerenderedPage {
  head: string;
  body: string;
}
