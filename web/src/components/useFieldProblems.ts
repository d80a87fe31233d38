import { useCallback, useState } from "react";
import type { ErrorCode } from "@/gql/graphql";
import { errorCode, errorField, errorMessage } from "@/lib/graphql-errors";

/** Each field's problem, shown under it by TextField/FieldProblem (aria-invalid, aria-describedby). */
export type Problems<F extends string> = Partial<Record<F, string>>;

export interface FieldProblemsState<F extends string> {
  problems: Problems<F>;
  /** Shows these problems beside their fields, replacing the last ones; true when there are none, so the form may go. */
  check: (found: Problems<F>) => boolean;
  /**
   * Puts a failed request's message on the field the server names: by its error code (`fieldsByCode`)
   * or by `extensions.params.field` when that is one of `fields`. False when it names none, so the
   * caller shows it as the form's banner or a toast.
   */
  showServerError: (error: unknown) => boolean;
  /** Forgets one field's problem (after an edit) or all of them. */
  clear: (field?: F) => void;
}

/**
 * One form's field-level problems: the client's own checks and the server's refusals, each on
 * its field. Every form with per-field errors uses this, not its own copy.
 */
export function useFieldProblems<F extends string>(fieldsByCode: Partial<Record<ErrorCode, F>> = {}, fields: readonly F[] = []): FieldProblemsState<F> {
  const [problems, setProblems] = useState<Problems<F>>({});
  const check = useCallback((found: Problems<F>) => {
    setProblems(found);
    return Object.keys(found).length === 0;
  }, []);
  const showServerError = (error: unknown): boolean => {
    const code = errorCode(error);
    const named = errorField(error);
    const field = (code && fieldsByCode[code]) ?? fields.find((f) => f === named);
    if (!field) return false;
    setProblems({ [field]: errorMessage(error) } as Problems<F>);
    return true;
  };
  const clear = useCallback((field?: F) => {
    setProblems((current) => {
      if (!field) return {};
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);
  return { problems, check, showServerError, clear };
}
