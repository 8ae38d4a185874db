{
  "algorithm": "ed25519",
  "content_sha256": "44f2d5f34edf90b6d80c2d0dcf52dc4c7fb5cda078fe882e42f55296ec6abb3d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9b52982bab61082e2aec0da89d3176798a37c4767ac344dda527f3df7ce54d25",
  "schema": "gridshift.signature/1",
  "signature": "cf7d110b83f8e01c4823ba52f471380214d057b12ef0cdbf48f8041fe89e2547ae3f2a52e79639a341db936e730500b4b62d4e33e18ed16ad1efce675af05409"
}
