{
  "algorithm": "ed25519",
  "content_sha256": "4b4f3ac5e5e10b6eb9e9cbd89f61bafc292f0bf360cfa49fe982f6a5997a3761",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa8577fb528ec1a3f77176361916e79eaca335d62d9fecf16e88f64cf74d6d62",
  "schema": "gridshift.signature/1",
  "signature": "c476efb9810cbc813f99b64725fb49dab004b1ec9a8cb2841da1a3387b5d06720041cb476d3f2acdf5c955bc224cb384db9fd5cdd6d00be442b1fcb8ec7fc301"
}
