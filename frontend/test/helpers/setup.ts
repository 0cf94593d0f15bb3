// The app loads Amplify's Hub only once Auth is loaded; loading it here keeps that out of the tests' timings.
import 'aws-amplify/utils';
