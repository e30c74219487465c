/** The little of pdfkit (a dev dependency without types) that the tests use to make PDFs. */
declare module 'pdfkit' {
  type Options = {info?: {Title?: string}; userPassword?: string; autoFirstPage?: boolean};
  export default class PDFDocument {
    constructor(options?: Options);
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    addPage(): this;
    text(text: string): this;
    end(): void;
  }
}
