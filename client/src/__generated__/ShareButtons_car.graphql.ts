/**
 * @generated SignedSource<<96fc513823441d0dc29cc044839cf1b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShareButtons_car$data = {
  readonly name: string;
  readonly path: string;
  readonly " $fragmentType": "ShareButtons_car";
};
export type ShareButtons_car$key = {
  readonly " $data"?: ShareButtons_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareButtons_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareButtons_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "602bb39264eb6f5e5004de26badedeae";

export default node;
