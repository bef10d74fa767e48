/**
 * @generated SignedSource<<299f42366600680c595eba71fd4b4c07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PrintButton_site$data = {
  readonly features: {
    readonly print: boolean;
    readonly printAsPdf: boolean;
  };
  readonly " $fragmentType": "PrintButton_site";
};
export type PrintButton_site$key = {
  readonly " $data"?: PrintButton_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrintButton_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrintButton_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteFeatures",
      "kind": "LinkedField",
      "name": "features",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "print",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "printAsPdf",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "c53810e982e9ae1e8d41dbfe936b180b";

export default node;
