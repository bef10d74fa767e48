/**
 * @generated SignedSource<<11a6f6074b943290264ce1c647b3b2ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarMedia_car$data = {
  readonly name: string;
  readonly spinImages: ReadonlyArray<string>;
  readonly spinInteriorUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CarGallery_car" | "SpinViewer_car">;
  readonly " $fragmentType": "CarMedia_car";
};
export type CarMedia_car$key = {
  readonly " $data"?: CarMedia_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarMedia_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarMedia_car",
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
      "name": "spinImages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "spinInteriorUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarGallery_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpinViewer_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "6757ed3208bb27f166fb9ec52a3097d4";

export default node;
