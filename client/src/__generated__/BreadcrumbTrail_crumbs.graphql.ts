/**
 * @generated SignedSource<<ecf972f702e7652f52c81dcc29363e34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
