import { institution } from "../../../content/institution";
import { Departments } from "../../components/home/departments";
import { FeatureCards } from "../../components/home/feature-cards";
import { Hero } from "../../components/home/hero";
import { LatestNews } from "../../components/home/latest-news";
import { MissionVision } from "../../components/home/mission-vision";
import { describeNewsAge } from "../../components/home/news-age";
import { Testimonials } from "../../components/home/testimonials";
import { pageMeta, publicUrlFrom } from "../../lib/seo";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  // Gallery and testimonials stream in after the first bytes, so a slow query never holds up the page.
  const gallery = services.images.listGallery();
  gallery.catch((error) => console.error("Home page: the gallery could not be loaded", error));
  const testimonials = services.testimonials.listActiveTestimonials();
  testimonials.catch((error) => console.error("Home page: the testimonials could not be loaded", error));

  // News is part of the first paint; if it fails the page still renders, with the empty-list text.
  const news = await services.news.listNews({ includeExpired: false }).catch((error) => {
    console.error("Home page: the latest news could not be loaded", error);
    return [];
  });
  // One clock for "New" and "… ago": the server's, so the hydrated page says exactly what the HTML said.
  const now = Date.now();
  return {
    gallery,
    testimonials,
    news: news.map((item) => ({ ...item, ...describeNewsAge(item.postedAt, now) })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Home",
    description: `${institution.collegeName}: ${institution.courses} in ${institution.address}. ${institution.tagline}.`,
    path: "/",
    publicUrl: publicUrlFrom(matches),
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero gallery={loaderData.gallery} />
      <FeatureCards />
      <Departments />
      <Testimonials testimonials={loaderData.testimonials} />
      <MissionVision />
      <LatestNews news={loaderData.news} />
    </>
  );
}
