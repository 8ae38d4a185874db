{
  "algorithm": "ed25519",
  "content_sha256": "d4650f7fe9d02665694c70c95073506a64b78d832be44f6004017870f06ad1c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1a59be96b12340a5fbea542db748ad2bf96c7fcda413190b435cd4f8e7040033",
  "schema": "gridshift.signature/1",
  "signature": "67ba3350715afddda4ddd08f1fd99d7162ec87791bbde2a1ec9b873c3a611f4f8a710453f8b99065b4672745b7d149794eb22dfdf8b2858c8968d2279be86a0e"
}
