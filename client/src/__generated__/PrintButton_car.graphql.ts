/**
 * @generated SignedSource<<11e9a482db5446194e955cb58e06ac39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PrintButton_car$data = {
  readonly id: string;
  readonly slug: string;
  readonly " $fragmentType": "PrintButton_car";
};
export type PrintButton_car$key = {
  readonly " $data"?: PrintButton_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrintButton_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrintButton_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "c09df89ec2414a54d91ce1c420bedf5b";

export default node;
