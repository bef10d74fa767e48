/**
 * @generated SignedSource<<0cce148ff3f0eccfc4ecd1ccc54c6ac6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CarBreadcrumbs_car$data = {
  readonly breadcrumbs: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"BreadcrumbTrail_crumbs">;
  }>;
  readonly " $fragmentType": "CarBreadcrumbs_car";
};
export type CarBreadcrumbs_car$key = {
  readonly " $data"?: CarBreadcrumbs_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarBreadcrumbs_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarBreadcrumbs_car",
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
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "cbf8e577423cbeb4b2f37beb28662027";

export default node;
