/**
 * @generated SignedSource<<035857b6b92559d56f8a75e55d2a5eeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type accountSavedCars_savedCar$data = {
  readonly car: {
    readonly make: string;
    readonly model: string;
    readonly name: string;
    readonly primaryImage: {
      readonly url: string;
    } | null | undefined;
    readonly slug: string;
  } | null | undefined;
  readonly carId: string;
  readonly " $fragmentType": "accountSavedCars_savedCar";
};
export type accountSavedCars_savedCar$key = {
  readonly " $data"?: accountSavedCars_savedCar$data;
  readonly " $fragmentSpreads": FragmentRefs<"accountSavedCars_savedCar">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "accountSavedCars_savedCar"
};

(node as any).hash = "4b6c4e603d2b6886fda6c8a4130c0dde";

export default node;
