/**
 * @generated SignedSource<<27103a34e915de13cfa98e2bdc0ce5a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useSignInGatedLinks_site$data = {
  readonly signInGates: ReadonlyArray<{
    readonly paths: ReadonlyArray<string>;
    readonly type: string;
  }>;
  readonly " $fragmentType": "useSignInGatedLinks_site";
};
export type useSignInGatedLinks_site$key = {
  readonly " $data"?: useSignInGatedLinks_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSignInGatedLinks_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSignInGatedLinks_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SignInGate",
      "kind": "LinkedField",
      "name": "signInGates",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paths",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "1f230d90e638d808da2d37e0ceacd7dc";

export default node;
