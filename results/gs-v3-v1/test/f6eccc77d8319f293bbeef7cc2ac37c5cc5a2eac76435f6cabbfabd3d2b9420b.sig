{
  "algorithm": "ed25519",
  "content_sha256": "bc5cf58dead3f6684c70fd973e17d75acffdefe7fff508af80ed2df810d5b081",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f6eccc77d8319f293bbeef7cc2ac37c5cc5a2eac76435f6cabbfabd3d2b9420b",
  "schema": "gridshift.signature/1",
  "signature": "66b1c3fde9f7be43c0f484ecfaeecda963ef85e7889ed3ac3e35d8624aed1640a9649fc4e207a62a3cea78b08c66c2b66ac24afaefced27e5bf32e4066ec2f08"
}
