/**
 * @generated SignedSource<<2fa02bf083f1869fafb0fcafe6547ae6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
