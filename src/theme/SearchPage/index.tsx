import React from 'react';
import SearchPage from '@theme-original/SearchPage';
import {NeedsMainLandmark} from '@site/src/theme/Layout/mainLandmark';

/** The local search's results page has no main landmark of its own (issue 20 §1): the Layout adds it. */
export default function SearchPageWrapper(): React.JSX.Element {
  return (
    <NeedsMainLandmark.Provider value>
      <SearchPage />
    </NeedsMainLandmark.Provider>
  );
}
