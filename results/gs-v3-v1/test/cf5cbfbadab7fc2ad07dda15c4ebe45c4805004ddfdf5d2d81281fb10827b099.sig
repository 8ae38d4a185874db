{
  "algorithm": "ed25519",
  "content_sha256": "b4df8cc6f2ea53dd6ddcc924499ad5eea85b9783ecf32a35efb124a355bb8685",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cf5cbfbadab7fc2ad07dda15c4ebe45c4805004ddfdf5d2d81281fb10827b099",
  "schema": "gridshift.signature/1",
  "signature": "3a30065114ca80241347e9fb967d2798dc0ae0a449b3c14cf1b85dec757b6bdd92a0143b26e92083041d7fc99267d8b8c56d49bac451ef12f141377091400204"
}
