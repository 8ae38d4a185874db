{
  "algorithm": "ed25519",
  "content_sha256": "1d9e514b9d3e7f24be1a1e42a59775a27cde1e33e56c9a81cf519ba0465a6690",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "08ef25eaae8a432aeb7217903a30e5b320c15d8ba08edee5cd9ba7f33eb4865f",
  "schema": "gridshift.signature/1",
  "signature": "09de6713ccd0a7a6551e6c73cf81eaabf14565c784ccb74323d30ab63c06772777f3abbd68be9644cee6e4a7346e2db71bc6df50cef1e2981ad7ccb2a20c030c"
}
