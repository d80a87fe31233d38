// The e-mail rule is part of the contract shared with the client's forms.
export { isValidEmail, normalizeEmail } from "../../../common/auth-rules";
