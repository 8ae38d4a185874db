{
  "algorithm": "ed25519",
  "content_sha256": "4f32fdfc0fdbc29914f7c41899c9048f0ca61954cd044a36bcd15e4e8d0b8f90",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e990edc7f644a470b6297b6905309b47ab526377c7dfee11953afbb782000644",
  "schema": "gridshift.signature/1",
  "signature": "31ae3bc20f105bdcbde096f7dd05b0ec678a69a77f80c6c6e040917855c71b6689ebd13919c56a9f87c87be8e6db06235ab6acec36c913872e7dec845e5a550f"
}
