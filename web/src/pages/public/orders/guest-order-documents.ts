import { graphql } from "@/gql";

/** Everything the order page shows of a guest's order. */
export const GuestOrderFields = graphql(`
  fragment GuestOrderFields on GuestOrder {
    id
    number
    email
    status
    createdAt
    expiresAt
    totalCents
    discountCents
    paymentUrl
    paymentStatus
    hasPassword
    linkToken
    lines {
      id
      productName
      variantName
      orderType
      quantity
      unitPriceCents
      totalCents
      state
      licenseId
      accounts {
        ...OrderAccountFields
      }
    }
    licenses {
      id
      licenseKey
      softwareName
      expiresAt
    }
  }
`);

/** A guest's order by its id and one of its secrets (the checkout's access token or the e-mail link's token). */
export const GuestOrderQuery = graphql(`
  query GuestOrder($id: ID!, $accessToken: String, $linkToken: String) {
    guestOrder(id: $id, accessToken: $accessToken, linkToken: $linkToken) {
      ...GuestOrderFields
    }
  }
`);

/** Find my order: number, e-mail and the order's password. */
export const FindMyOrderQuery = graphql(`
  query FindMyOrder($number: String!, $email: String!, $password: String!, $challengeSolution: String) {
    findMyOrder(number: $number, email: $email, password: $password, challengeSolution: $challengeSolution) {
      ...GuestOrderFields
    }
  }
`);

/** Mails a one-time link to every guest order of an address (true whether or not there are any). */
export const RequestOrderLinksMutation = graphql(`
  mutation RequestOrderLinks($email: String!, $language: String, $challengeSolution: String) {
    requestOrderLinks(email: $email, language: $language, challengeSolution: $challengeSolution)
  }
`);

/** Opens the one-time link: works once, so the page calls it once. */
export const OpenOrderLinksMutation = graphql(`
  mutation OpenOrderLinks($token: String!) {
    openOrderLinks(token: $token) {
      id
      number
      createdAt
      status
      totalCents
      productName
      path
    }
  }
`);
