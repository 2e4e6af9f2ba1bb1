export default function Page() {
  return <main id="canteen-root" />;
}
