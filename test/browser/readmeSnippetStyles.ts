// The README snippet's 'airlock/styles.css': the build extracts the real styles to styles.css beside the page.
export {}
