{
  "algorithm": "ed25519",
  "content_sha256": "6100545e313602dd9b791dc53a1de59a050fa6a8eed8112ff8007ae766324b20",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c96965b58d8d987b5934953498856888f136cc43e4b38b4af5fd7b771d18e81d",
  "schema": "gridshift.signature/1",
  "signature": "b178c4c4769095ff42e23158ed6d8ddde41a19223511f826eae8436fdf3c4be5a10c7b61cd521b3698c5ffe5e4b18461bff2bc7ebbe923a34d88b708ebd7ba0a"
}
