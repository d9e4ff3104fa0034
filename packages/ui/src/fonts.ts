// Self-hosted Rubik (Latin + Hebrew subsets, loaded by unicode-range) for the UI.
import '@fontsource/rubik/400.css';
import '@fontsource/rubik/500.css';
import '@fontsource/rubik/700.css';
