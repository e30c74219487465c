/** The parts every form is made of: the submission hook, the field controls, the error texts. */
export {useFormSubmission, type FieldError, type FormSubmission} from './useFormSubmission';
export {ChoiceGroup, PageField, SelectField, TextAreaField, TextField} from './Fields';
export {answerText, formErrorText} from './errorText';
