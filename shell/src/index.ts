// An async boundary so the federation runtime can set up the shared singletons before React loads.
import('./bootstrap');
