// One module for every French catalogue: they are evaluated together, so no page is drawn with one registered
// and the other still loading.
import '@taxback/shared/copy-fr-ca';
import '@taxback/shared/copy-site-fr-ca';
import '@taxback/shared/copy-legal-fr-ca';
