{
  "algorithm": "ed25519",
  "content_sha256": "02d2b9aa3c38e487f140e529eb7f1ab68df236ae76b4112799913e6d54cf4fbf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b920e5c5716094fe482ae5776ae9ef390fddf91006a40c9fa4e36e73488b68bd",
  "schema": "gridshift.signature/1",
  "signature": "7a12f4e815c0370215a82f167c3896b67b99982899566ee3418745e4d9ba643c1443b0ad1dccf52a56f6d80e2fdc6b6f01eab8fabfdb42b7eadf1e892081c809"
}
