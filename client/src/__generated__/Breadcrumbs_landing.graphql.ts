/**
 * @generated SignedSource<<86fa1ca2e1c54cad3a45a5456617ea09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
