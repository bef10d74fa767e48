/**
 * @generated SignedSource<<0bb2ca009622d242fa190005b5a850d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Breadcrumbs_landing$data = {
  readonly breadcrumbs: ReadonlyArray<{
    readonly label: string;
    readonly path: string;
  }>;
  readonly " $fragmentType": "Breadcrumbs_landing";
};
export type Breadcrumbs_landing$key = {
  readonly " $data"?: Breadcrumbs_landing$data;
  readonly " $fragmentSpreads": FragmentRefs<"Breadcrumbs_landing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Breadcrumbs_landing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Breadcrumb",
      "kind": "LinkedField",
      "name": "breadcrumbs",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SearchLanding",
  "abstractKey": null
};

(node as any).hash = "589b6fb979d1e92968086858a1c056e2";

export default node;
