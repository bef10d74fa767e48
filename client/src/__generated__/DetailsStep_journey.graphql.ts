/**
 * @generated SignedSource<<44de188f9e47123ec034d5874e118560>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DetailsStep_journey$data = {
  readonly details: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly phone: string;
    readonly postcode: string;
  } | null | undefined;
  readonly " $fragmentType": "DetailsStep_journey";
};
export type DetailsStep_journey$key = {
  readonly " $data"?: DetailsStep_journey$data;
  readonly " $fragmentSpreads": FragmentRefs<"DetailsStep_journey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DetailsStep_journey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutDetails",
      "kind": "LinkedField",
      "name": "details",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postcode",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CheckoutJourney",
  "abstractKey": null
};

(node as any).hash = "82887ab530efd13ed2028e0631308b23";

export default node;
