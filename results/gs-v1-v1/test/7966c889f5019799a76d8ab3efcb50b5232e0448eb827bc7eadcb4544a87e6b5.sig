{
  "algorithm": "ed25519",
  "content_sha256": "2276a5f2d31cd76f23f38cffe04f4d9c19efa3ee612266d3ea81deade8cefc4e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7966c889f5019799a76d8ab3efcb50b5232e0448eb827bc7eadcb4544a87e6b5",
  "schema": "gridshift.signature/1",
  "signature": "1d02b4db4011cff55fad9fd58018767a11626537de7d378728cb04b1f08982fdf5bdd720651c217af0ca22e1ab49b7cde47d7416b53efb6f2f0a36715940b80a"
}
