/**
 * @generated SignedSource<<3d1698a586ec30db867b14ede1e6a751>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeliveryCalculator_car$data = {
  readonly slug: string;
  readonly " $fragmentType": "DeliveryCalculator_car";
};
export type DeliveryCalculator_car$key = {
  readonly " $data"?: DeliveryCalculator_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryCalculator_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryCalculator_car",
  "selections": [
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

(node as any).hash = "04b9e73e6e0bc4efcc96e847b755b0c4";

export default node;
