/**
 * @generated SignedSource<<d753127cf2528c312e93f5b3b97a9d9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BreadcrumbTrail_crumbs$data = ReadonlyArray<{
  readonly label: string;
  readonly path: string;
  readonly " $fragmentType": "BreadcrumbTrail_crumbs";
}>;
export type BreadcrumbTrail_crumbs$key = ReadonlyArray<{
  readonly " $data"?: BreadcrumbTrail_crumbs$data;
  readonly " $fragmentSpreads": FragmentRefs<"BreadcrumbTrail_crumbs">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "BreadcrumbTrail_crumbs",
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
  "type": "Breadcrumb",
  "abstractKey": null
};

(node as any).hash = "471b685a39ecac9120bade89ec869bda";

export default node;
