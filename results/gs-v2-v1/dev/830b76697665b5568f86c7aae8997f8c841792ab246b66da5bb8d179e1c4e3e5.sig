{
  "algorithm": "ed25519",
  "content_sha256": "5cccf5ee7fd6373b990dc38dec2c272b247ee6c2ca8648066fe2992eb966cfe9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "830b76697665b5568f86c7aae8997f8c841792ab246b66da5bb8d179e1c4e3e5",
  "schema": "gridshift.signature/1",
  "signature": "9f2eecb0b911fbc35fa6e5770c4fda70321543a15f7ea4c0e3a94f8bfc1d6791fee9bee14588297dbd448eadbc0f4ebfe574cee72ec483ecbb05e8aef13ab102"
}
