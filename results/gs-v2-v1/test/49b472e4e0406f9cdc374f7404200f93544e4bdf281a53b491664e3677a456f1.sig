{
  "algorithm": "ed25519",
  "content_sha256": "0f7f862eae9c6438da83310bad85b204cae99ef2ba50cf46d7aa162f4aee2894",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "49b472e4e0406f9cdc374f7404200f93544e4bdf281a53b491664e3677a456f1",
  "schema": "gridshift.signature/1",
  "signature": "55d3b051c16e972c2758daab89a8235e0eb26359e93a0e570044b3b3ebc7a992b570060b0b2bfac676f31c54522bc1d00f4f7e3e073f7d88dba4464ccfbe8507"
}
