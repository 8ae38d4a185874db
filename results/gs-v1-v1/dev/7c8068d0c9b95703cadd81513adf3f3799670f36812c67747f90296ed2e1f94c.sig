{
  "algorithm": "ed25519",
  "content_sha256": "9f028ee82d965a9efd2f88c46fb9dde0c12f755ff2e06a8153da308f2c53169c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c8068d0c9b95703cadd81513adf3f3799670f36812c67747f90296ed2e1f94c",
  "schema": "gridshift.signature/1",
  "signature": "c36cbc548ce645b69b568175e4e757b58559df0a07526cd972389684c6477a029bf01db772b359e19a37f83bf201d4a0915ada7eed79e6749db36ed3ec06d60d"
}
