/** The words of "Try it on your content" that are more than a label: refusals and progress. */
import {translate} from '@docusaurus/Translate';
import {tryItLimits} from '@site/src/lib/api/tryIt';

const megabytes = tryItLimits.fileBytes / (1024 * 1024);

/**
 * A refusal in the page's language, by its code; a code this page does not know yet shows the
 * server's own text (sent in the page's language), so no refusal goes unexplained.
 */
export function refusalText(code: string, serverText: string): string {
  switch (code) {
    case 'network':
      return translate({id: 'tryIt.error.network', message: 'Our server could not be reached. Please check your connection and try again.'});
    case 'rateLimited':
      return translate({id: 'tryIt.error.rateLimited', message: 'You have made several agents in the last hour. Please try again later.'});
    case 'ingestRateLimited':
      return translate({id: 'tryIt.error.ingestRateLimited', message: 'Too many uploads in a short time. Please wait a minute and try again.'});
    case 'busy':
      return translate({id: 'tryIt.error.busy', message: 'We are reading many documents right now. Please try again in a minute.'});
    case 'unsupportedFileType':
      return translate({id: 'tryIt.error.unsupportedFileType', message: 'That kind of file is not supported. Please use PDF, DOCX, Markdown, HTML or plain text.'});
    case 'fileTooLarge':
      return translate({id: 'tryIt.error.fileTooLarge', message: 'A file is larger than {size} MB. Please choose a smaller one.'}, {size: megabytes});
    case 'tooManyFiles':
      return translate({id: 'tryIt.error.tooManyFiles', message: 'Please choose at most {count} files.'}, {count: tryItLimits.files});
    case 'encryptedFile':
      return translate({id: 'tryIt.error.encryptedFile', message: 'The file is protected with a password. Please upload a copy without protection.'});
    case 'unreadableFile':
    case 'notText':
      return translate({id: 'tryIt.error.unreadableFile', message: 'The file is damaged or is not what its name says.'});
    case 'noText':
      return translate({id: 'tryIt.error.noText', message: 'We found no text in it. A scanned document needs text recognition first.'});
    case 'tooMuchText':
      return translate({id: 'tryIt.error.tooMuchText', message: 'It holds too much text to try here. Please choose a shorter part.'});
    case 'invalidUrl':
    case 'urlNotAllowed':
      return translate({id: 'tryIt.error.invalidUrl', message: 'Please enter the address of a public web page or sitemap, starting with https://'});
    case 'blockedByRobots':
      return translate({id: 'tryIt.error.blockedByRobots', message: 'The site\'s robots.txt does not allow us to read that page.'});
    case 'fetchFailed':
    case 'tooManyRedirects':
      return translate({id: 'tryIt.error.fetchFailed', message: 'We could not read that address: the site did not answer, or answered with an error.'});
    case 'pageTooLarge':
      return translate({id: 'tryIt.error.pageTooLarge', message: 'That page is too large to read here.'});
    case 'unsupportedPageType':
      return translate({id: 'tryIt.error.unsupportedPageType', message: 'That address does not serve a web page, sitemap, PDF or text.'});
    case 'emptyText':
      return translate({id: 'tryIt.error.emptyText', message: 'Please paste some text first.'});
    case 'noFiles':
      return translate({id: 'tryIt.error.noFiles', message: 'Please choose at least one file.'});
    case 'unauthorized':
      return translate({id: 'tryIt.error.unauthorized', message: 'This trial agent has ended. Please start again.'});
    default:
      return serverText;
  }
}
