/**
 * @generated SignedSource<<e930989d2e5a7485dd1281708d20d501>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Breadcrumbs_landing$data = {
  readonly breadcrumbs: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"BreadcrumbTrail_crumbs">;
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "BreadcrumbTrail_crumbs"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SearchLanding",
  "abstractKey": null
};

(node as any).hash = "86bd832883ceddbe5f02c0f2ea011a97";

export default node;
