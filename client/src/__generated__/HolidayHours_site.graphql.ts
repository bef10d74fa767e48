/**
 * @generated SignedSource<<7d9486ec79ad86a2709aabeaf19a086f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PhoneReveal = "IMMEDIATE" | "MASKED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HolidayHours_site$data = {
  readonly contact: {
    readonly phoneReveal: PhoneReveal;
  };
  readonly locationDisplay: {
    readonly holidayHoursNote: string | null | undefined;
    readonly holidayHoursNotePhone: string | null | undefined;
  };
  readonly " $fragmentType": "HolidayHours_site";
};
export type HolidayHours_site$key = {
  readonly " $data"?: HolidayHours_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"HolidayHours_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HolidayHours_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteContact",
      "kind": "LinkedField",
      "name": "contact",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phoneReveal",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LocationDisplay",
      "kind": "LinkedField",
      "name": "locationDisplay",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "holidayHoursNote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "holidayHoursNotePhone",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "5dfba5f7c0c44714ecb0925c4f673a53";

export default node;
