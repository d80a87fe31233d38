import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Card, Field, Input } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { nameError } from "@common/auth-rules";
import { useCurrentUser, type CurrentUser } from "@/auth/useCurrentUser";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { useFieldProblems } from "@/components/useFieldProblems";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($name: String!) {
    updateProfile(name: $name) {
      id
      name
    }
  }
`);

export function ProfileSection({ user }: { user: CurrentUser }) {
  const { refetch } = useCurrentUser();
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const fields = useFieldProblems<"name">({}, ["name"]);
  const { t } = useTranslation("customer");

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const invalid = nameError(name);
    if (!fields.check(invalid ? { name: invalid } : {})) return;
    try {
      await updateProfile({ variables: { name: name.trim() } });
      await refetch();
      notify({ title: t("profile.updated"), description: t("profile.updatedText") });
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="profile-heading">
      <Card.Header>
        <Card.Title as="h2" id="profile-heading">
          {t("profile.title")}
        </Card.Title>
        <Card.Description>{t("profile.description")}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Form gap="4" maxW="md" onSubmit={submit} guardLeave>
          <FormError message={error} />
          <TextField label={t("profile.name")} autoComplete="name" value={name} onChange={setName} error={fields.problems.name} />
          <Field.Root readOnly>
            <Field.Label>{t("profile.email")}</Field.Label>
            {/* Filled and borderless like plain text, so it does not invite typing as the name field does. */}
            <Input type="email" value={user.email} readOnly variant="subtle" color="fg.muted" cursor="default" />
            <Field.HelperText>{t("profile.emailFixed")}</Field.HelperText>
          </Field.Root>
          <Button type="submit" colorPalette="teal" loading={loading} alignSelf="flex-start">
            {t("profile.save")}
          </Button>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}
