{
  "algorithm": "ed25519",
  "content_sha256": "9bff07e9e59348f0299c8c76fcb4ca1a5a40fd80478e432048ee9c8bc8f89058",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2eab31f337aa6839c9001ff2629a87e80909058e0d3ca93ccd46ae5fa82df547",
  "schema": "gridshift.signature/1",
  "signature": "2900691ce907f0781bd3184914b8fd6fdbc4d51744e5d6ab608bc8ecf78766a7f51c5e4536bf8f691b783e49b8c9d02e6406197f1abc172e6041dc19a677c502"
}
