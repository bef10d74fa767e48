/**
 * @generated SignedSource<<e05b18aa6342742243b323a6e1b8e6ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReserveForm_viewer$data = {
  readonly email: string;
  readonly phone: string | null | undefined;
  readonly " $fragmentType": "ReserveForm_viewer";
};
export type ReserveForm_viewer$key = {
  readonly " $data"?: ReserveForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReserveForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReserveForm_viewer",
  "selections": [
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "785bae894104dbf3039fdf6f4c214679";

export default node;
