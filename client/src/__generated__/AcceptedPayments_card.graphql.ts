/**
 * @generated SignedSource<<181169b4191d7b4529ce142406bbb711>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentMethodKind = "APPLE_PAY" | "GOOGLE_PAY" | "MAESTRO" | "MASTERCARD" | "VISA" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AcceptedPayments_card$data = {
  readonly heading: string;
  readonly methods: ReadonlyArray<{
    readonly icon: {
      readonly colour: string;
      readonly path: string;
    } | null | undefined;
    readonly kind: PaymentMethodKind;
    readonly name: string;
  }>;
  readonly " $fragmentType": "AcceptedPayments_card";
};
export type AcceptedPayments_card$key = {
  readonly " $data"?: AcceptedPayments_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"AcceptedPayments_card">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AcceptedPayments_card",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentMethod",
      "kind": "LinkedField",
      "name": "methods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BrandIcon",
          "kind": "LinkedField",
          "name": "icon",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "path",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "colour",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AcceptedPayments",
  "abstractKey": null
};

(node as any).hash = "b6037f31eea9f497f725b6f2653801e5";

export default node;
